"""Results beyond the room (issue 40, docs/publishing.md): the tournament's public pages pushed to the club's
own web site over SFTP, FTP/FTPS, WebDAV or into a folder, sending only what changed, with a receipt read back
from the site, and a queue on disk that keeps what could not be sent until the network is back.

Game-neutral: it sends the files ``web.export`` writes, whatever game made them. It sits beside the desk and the
command line, above the live pages (it renders them) and below nothing: no Qt, no database of its own.
"""
